// Multi-courier shipping on the web (issue 16): the dashboard, the shipment form (tariffs across
// couriers, PIN, label), history and detail, tracking (members and visitors), manifests, reports.
export { isShipmentOpen, useShipment } from './api/get-shipment';
export { CourierReport } from './components/courier-report';
export { MulticourierDashboard } from './components/dashboard';
export { ManifestPanel } from './components/manifest-panel';
export { ShipmentDetail } from './components/shipment-detail';
export { ShipmentForm } from './components/shipment-form';
export { ShipmentHistory } from './components/shipment-history';
export { TrackingPanel } from './components/tracking-panel';
export { multicourierPaths } from './paths';
