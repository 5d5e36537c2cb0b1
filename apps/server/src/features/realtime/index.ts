export { attachRealtime, startRealtimeEmitter, WORKER_NEEDS_REDIS } from './realtime.js';
export { realtimeRoutes } from './realtime.routes.js';
export { sweepStaffSockets } from './staff-channel.js';
