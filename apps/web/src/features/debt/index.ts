export { useMyDebts } from './api';
export { DebtHistoryList } from './components/debt-history-list';
export { OpenDebts } from './components/open-debts';
export { RecordDebtDialog } from './components/record-debt-dialog';
export { TransferPickerDialog } from './components/transfer-picker-dialog';
export { UplineDebtsSection } from './components/upline-debts-section';
