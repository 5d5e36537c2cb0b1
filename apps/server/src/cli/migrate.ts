// `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits.
import { openForCli } from './bootstrap.js';

const deps = await openForCli();
console.log('migrations applied');
await deps.database.close();
