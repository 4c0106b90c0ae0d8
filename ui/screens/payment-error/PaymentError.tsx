/**
 * Where the external payment page sends the user back when the payment did not go through
 * (docs/portal.md §Payment): nothing was charged, and the application waits under "Resume an
 * application", one click away. Public, as the payment page may outlive the session.
 */
import { LinkList, MessagePage } from '../../components/page/MessagePage';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PATHS } from '../../app/paths';
import { PAYMENT_NOT_COMPLETED_TEXT } from '../../../core/use-cases/orders/confirmation';

export const PAYMENT_ERROR_TITLE = 'Payment not completed';
export const PAYMENT_ERROR_TEXT = PAYMENT_NOT_COMPLETED_TEXT;

export default function PaymentError() {
  return (
    <MessagePage id="payment-error-title" title={PAYMENT_ERROR_TITLE} text={PAYMENT_ERROR_TEXT}>
      <LinkList>
        <RouterLink to={PATHS.resumeIncomplete}>Resume an application</RouterLink>
        <RouterLink to={PATHS.userMenu}>User Menu</RouterLink>
      </LinkList>
    </MessagePage>
  );
}
