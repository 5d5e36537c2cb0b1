export { pushRoutes } from './push.routes.js';
export { deliverPush, startPushDispatch } from './push.service.js';
