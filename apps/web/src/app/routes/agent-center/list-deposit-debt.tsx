import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import { OpenDebts, RecordDebtDialog, TransferPickerDialog } from '../../../features/debt';

/** /agent-center/list-deposit-debt: open debts on deposit transfers, and recording one on a transfer. */
export default function ListDepositDebtPage() {
  const { t } = useTranslation('debt');
  const snackbar = useSnackbar();
  const [picking, setPicking] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  return (
    <AgentCenterPage title={t('list.depositTitle')} intro={t('list.depositIntro')}>
      <div>
        <Button onClick={() => setPicking(true)} data-testid="debt-record-transfer">
          {t('record.actionTransfer')}
        </Button>
      </div>
      <OpenDebts source="transfer_deposit" />
      <TransferPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          setCode(c);
        }}
      />
      <RecordDebtDialog
        source="transfer_deposit"
        refId={code}
        onClose={() => setCode(null)}
        onRecorded={(text) => {
          setCode(null);
          snackbar.show({ color: 'success', message: text });
        }}
      />
    </AgentCenterPage>
  );
}
