// The developer area on the web (issue 17 part 3): /account/developer — H2H username and keys (shown
// once), developer mode, the administrator's IP whitelist, usage, the webhook with its test and
// delivery log — behind the h2h_api permission (DeveloperGate); and the public /developer docs,
// generated from the protocol's definitions (@konter/core/h2h-protocol).
export { DeveloperGate } from './components/common';
export { DeveloperArea } from './components/developer-area';
export { DeveloperDocs } from './docs/developer-docs';
