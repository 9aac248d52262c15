import { ChannelPage } from '../shared/channel-page.tsx';

export default function PaymentChannelPage() {
  return <ChannelPage kind="payment" />;
}
