import type { MulticourierCourier } from '@konter/core/contracts/shipping';

// Every query of the multi-courier screens starts with multicourierKey: a created, cancelled or
// updated shipment refreshes whatever list, count or detail is open.

export const multicourierKey = ['multicourier'] as const;

export const multicourierKeys = {
  dashboard: [...multicourierKey, 'dashboard'] as const,
  shipments: [...multicourierKey, 'shipments'] as const,
  shipment: (courier: MulticourierCourier, ref: string) =>
    [...multicourierKey, 'shipment', courier, ref] as const,
  manifests: (courier: MulticourierCourier) => [...multicourierKey, 'manifests', courier] as const,
  agent: (courier: MulticourierCourier) => [...multicourierKey, 'agent', courier] as const,
  addresses: [...multicourierKey, 'addresses'] as const,
  reports: [...multicourierKey, 'reports'] as const,
};

/** The API path of a courier's calls: mlo/transaction/{courier}/… */
export const courierPath = (courier: MulticourierCourier, rest = '') =>
  `mlo/transaction/${courier}${rest ? `/${rest}` : ''}`;
