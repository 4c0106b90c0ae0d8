/**
 * A paid producer database detail report, as sold (/order-history/{orderCode}/report,
 * docs/portal.md §PDB report): the demographics, each license with its lines of authority, and
 * the appointments, as the registry held them at the purchase, and the report on its own as a PDF. The words are the core's
 * (core/use-cases/pdb-report/report-view.ts); the route loader has the report in the cache. Its
 * values are personal: masked in session recordings.
 */
import { useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { presentPdbReport } from '../../../core/use-cases/pdb-report/report-view';
import { ORDER_LINK_TEXT } from '../../../core/use-cases/orders/confirmation';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { usePageTitle } from '../../app/page-title';
import { flowPath, PATHS } from '../../app/paths';
import { RouterLink } from '../../components/navigation/RouterLink';
import { LinkList } from '../../components/page/MessagePage';
import { PageHeading } from '../../components/page/PageHeading';
import { PRIVATE_TEXT } from '../../components/page/private-text';
import { Downloads, OrderNotFound, ORDER_NOT_FOUND } from './OrderDetailPage';
import { useOrderDetail } from './useOrderDetail';
import { pdbReportQuery } from './order-queries';
import { useOrderHistoryStyles } from './order-history-styles';

export default function PdbReportPage() {
  const styles = useOrderHistoryStyles();
  const orderCode = sanitizeFlowId(useParams().flowId ?? '');
  const api = useService(TOKENS.RegistryApi);
  const report = useSuspenseQuery(pdbReportQuery(api, orderCode)).data;
  const model = useOrderDetail(orderCode);
  const view = report ? presentPdbReport(report) : undefined;
  usePageTitle(view ? view.title : ORDER_NOT_FOUND);
  if (!view) return <OrderNotFound />;
  return (
    <section aria-labelledby="report-title" className={styles.section}>
      <PageHeading id="report-title">{view.title}</PageHeading>
      <p {...PRIVATE_TEXT}>{view.lead}</p>
      {view.sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`report-section-${i}`} className={styles.section}>
          <h2 id={`report-section-${i}`} className={styles.heading2}>
            {section.title}
          </h2>
          {section.entries.length === 0 ? (
            <p>{section.empty}</p>
          ) : (
            <ul {...PRIVATE_TEXT}>
              {section.entries.map((entry, j) => (
                <li key={`${entry.heading}:${j}`}>
                  <strong>{entry.heading}</strong>
                  {entry.lines.map((line) => (
                    <span key={line} className={styles.line}>
                      {line}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <Downloads model={model} kinds={['report']} />
      <LinkList>
        <RouterLink to={flowPath(PATHS.orderDetail, orderCode)}>{ORDER_LINK_TEXT}</RouterLink>
        <RouterLink to={PATHS.orderHistory}>Order history</RouterLink>
      </LinkList>
    </section>
  );
}

export { pdbReportLoader as loader } from './order-loaders';
