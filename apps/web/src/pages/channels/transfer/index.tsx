import { ChannelPage } from '../shared/channel-page.tsx';

export default function TransferChannelPage() {
  return <ChannelPage kind="transfer" />;
}
