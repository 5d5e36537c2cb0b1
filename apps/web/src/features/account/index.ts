// The account feature's public face: what other features (purchase's favourites) use of it.
export { useContacts } from './api/get-contacts';
export { useSaveContact } from './api/save-contact';
