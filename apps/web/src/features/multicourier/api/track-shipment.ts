import type {
  MulticourierCourier,
  PublicTrackRequest,
  ShipmentTracking,
} from '@konter/core/contracts/shipping';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courierPath } from './keys';

/**
 * Tracking by AWB: a member with a courier asks POST mlo/transaction/{courier}/track (re-reads the
 * shipment too); a visitor, or no courier chosen, POST mlo/public/track {awb, courier?}.
 */
export const useTrackShipment = (signedIn: boolean) =>
  useMutation({
    mutationFn: ({ awb, courier }: PublicTrackRequest) =>
      signedIn && courier
        ? api.post<ShipmentTracking>(courierPath(courier as MulticourierCourier, 'track'), { awb })
        : api.post<ShipmentTracking>('mlo/public/track', { awb, courier }),
    meta: { ownFailures: true },
  });
