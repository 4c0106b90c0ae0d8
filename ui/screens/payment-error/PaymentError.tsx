/**
 * Where the external payment page sends the user back when the payment did not go through
 * (spec §2 "/payment-error"): the order was not submitted, and the order history and the user
 * menu are one click away. Public, as the payment page may outlive the session.
 */
import { LinkList, MessagePage } from '../../components/page/MessagePage';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PATHS } from '../../app/paths';

export const PAYMENT_ERROR_TITLE = 'Payment Not Completed';
export const PAYMENT_ERROR_TEXT =
  'Your payment was not completed, so your order has not been submitted. You can check the order in your order history and pay it again later.';

export default function PaymentError() {
  return (
    <MessagePage id="payment-error-title" title={PAYMENT_ERROR_TITLE} text={PAYMENT_ERROR_TEXT}>
      <LinkList>
        <RouterLink to={PATHS.orderHistory}>Order history</RouterLink>
        <RouterLink to={PATHS.userMenu}>User Menu</RouterLink>
      </LinkList>
    </MessagePage>
  );
}

// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../shared-chunk';
