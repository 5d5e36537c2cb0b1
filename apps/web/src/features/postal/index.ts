// POS MLO on the web (issue 16 part 3): the postal agent's dashboard, the NIPOS/IPOS form with the
// CN23 (HS-code search, rates, tax estimate), history, tracking, SPK, manifests, CN23 list, reports —
// all behind the pos_mlo permission (PosGate).
export { PosGate } from './components/common';
export { PosDashboard } from './components/dashboard';
export { ShipmentHistory } from './components/history';
export { SendForm } from './components/send-form';
export { Cn23List, ManifestPanel, ReportsPanel, SpkPanel, TrackingPanel } from './components/tools';
export { posPaths } from './paths';
