// The one-page checkout's public surface (app.ts): a member's shareable links and the visitors' orders (ADR 0016).
export { checkoutRoutes } from './checkout.routes.js';
