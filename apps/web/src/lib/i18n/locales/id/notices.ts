import { noticeDictionary } from '@konter/core/messages/index';

/**
 * The `notices` namespace: the notification titles and bodies of the message catalogue
 * (packages/core/src/messages), by the key a notification is stored with.
 */
export default noticeDictionary('id');
