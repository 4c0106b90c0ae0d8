/**
 * One order's detail page (docs/portal.md §Order history, "Order detail failure"): the
 * detail and the licensee's list from the query cache, where the route loader (order-loaders.ts)
 * put them, and the order's two PDFs. Any failure, or an order not in the licensee's list, is
 * "not found" (the core's orderPageView, as in the CLI). `orderCode` is the sanitized route
 * parameter, never empty.
 */
import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { OrderDocumentKind } from '../../../core/model/orders';
import { orderPageView, type OrderPageView } from '../../../core/use-cases/orders/order-availability';
import { TOKENS } from '../../../adapters/container/tokens';
import { runCall } from '../../app/call';
import { useService } from '../../app/services';
import { orderDetailQuery, ordersQuery } from './order-queries';
import { saveFile } from './save-file';

export type OrderPageState = OrderPageView;

export function useOrderDetail(orderCode: string) {
  const api = useService(TOKENS.RegistryApi);
  const { data: detail } = useSuspenseQuery(orderDetailQuery(api, orderCode));
  // Read without suspending: a failed list makes the order not found, not the error screen.
  const list = useQuery(ordersQuery(api));
  const [downloading, setDownloading] = useState<OrderDocumentKind | undefined>();
  const [downloadFailed, setDownloadFailed] = useState<OrderDocumentKind | undefined>();

  const state: OrderPageState = orderPageView(list.isError ? 'FAILED' : list.data, orderCode, detail);

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

  return { orderCode, state, summary: detail.status === 'SUCCESS' ? detail.detail : undefined, download, downloading, downloadFailed };
}

export type OrderDetailModel = ReturnType<typeof useOrderDetail>;
