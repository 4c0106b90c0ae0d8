/**
 * One order's detail page (spec §2 "/order-history/{flowId}", §8 "Order detail failure"): the
 * detail from the query cache (the list may have fetched it already) and its two PDFs. The route
 * parameter is sanitized like any flow id before it reaches a call; any failure, or an order
 * not in the licensee's list, is "not found" (the core's orderPageView, as in the CLI).
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { OrderDocumentKind } from '../../../core/model/orders';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { orderPageView, type OrderPageView } from '../../../core/use-cases/orders/order-availability';
import { TOKENS } from '../../../adapters/container/tokens';
import { runCall } from '../../app/call';
import { useService } from '../../app/services';
import { orderDetailQuery, ordersQuery } from './order-queries';
import { saveFile } from './save-file';

export type OrderPageState = OrderPageView;

export function useOrderDetail() {
  const api = useService(TOKENS.RegistryApi);
  const orderCode = sanitizeFlowId(useParams().flowId ?? '');
  const query = useQuery({ ...orderDetailQuery(api, orderCode), enabled: orderCode !== '' });
  // The licensee's list decides whether the order is theirs (spec §4); it is usually cached.
  const list = useQuery({ ...ordersQuery(api), enabled: orderCode !== '' });
  const [downloading, setDownloading] = useState<OrderDocumentKind | undefined>();
  const [downloadFailed, setDownloadFailed] = useState<OrderDocumentKind | undefined>();

  const state: OrderPageState =
    orderCode === '' || list.isError
      ? { kind: 'NOT_FOUND' }
      : orderPageView(
          list.data,
          orderCode,
          query.isError ? { status: 'NOT_FOUND' } : query.isPending ? { status: 'LOADING' } : { status: 'SUCCESS', detail: query.data },
        );

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
