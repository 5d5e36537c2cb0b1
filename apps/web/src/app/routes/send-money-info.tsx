import { SendMoneyInfo } from '../../features/send-money';

/** /m/sendMoney: the public information page of sending money (spec §2: public, not marketing). */
export default function SendMoneyInfoPage() {
  return <SendMoneyInfo />;
}
