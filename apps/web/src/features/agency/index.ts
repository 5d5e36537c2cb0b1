// Downlines and their prices (issue 14 §1): register an agent, the downline price settings.
export { AgencySettings } from './components/agency-settings';
