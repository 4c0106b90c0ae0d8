/**
 * One order's detail page (spec §2 "/order-history/{flowId}", §8 "Order detail failure"): the
 * detail from the query cache (the list may have fetched it already) and its two PDFs. The route
 * parameter is sanitized like any flow id before it reaches a call; any failure is "not found".
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { OrderDocumentKind } from '../../../core/model/orders';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { orderDetailView, type OrderDetailView } from '../../../core/use-cases/orders/order-availability';
import { TOKENS } from '../../../adapters/container/tokens';
import { runCall } from '../../app/call';
import { useService } from '../../app/services';
import { orderDetailQuery } from './order-queries';
import { saveFile } from './save-file';

export type OrderPageState = { readonly kind: 'NOT_FOUND' } | OrderDetailView;

export function useOrderDetail() {
  const api = useService(TOKENS.RegistryApi);
  const orderCode = sanitizeFlowId(useParams().flowId ?? '');
  const query = useQuery({ ...orderDetailQuery(api, orderCode), enabled: orderCode !== '' });
  const [downloading, setDownloading] = useState<OrderDocumentKind | undefined>();
  const [downloadFailed, setDownloadFailed] = useState<OrderDocumentKind | undefined>();

  const state: OrderPageState =
    orderCode === '' || query.isError
      ? { kind: 'NOT_FOUND' }
      : query.isPending
        ? { kind: 'LOADING' }
        : orderDetailView({ status: 'SUCCESS', detail: query.data });

  const download = async (kind: OrderDocumentKind) => {
    if (downloading) return;
    setDownloading(kind);
    setDownloadFailed(undefined);
    try {
      saveFile(await runCall(api.orderDocument(orderCode, kind)));
    } catch {
      setDownloadFailed(kind);
    } finally {
      setDownloading(undefined);
    }
  };

  return { orderCode, state, summary: query.data, download, downloading, downloadFailed };
}

export type OrderDetailModel = ReturnType<typeof useOrderDetail>;
