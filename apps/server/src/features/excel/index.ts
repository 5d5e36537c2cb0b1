// The Excel bulk top-up's public surface (app, createDeps, jobs, tests).
import type { ExcelState } from './excel.service.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The uploads this process is buying (excel.service.ts). */
    excel: ExcelState;
  }
}

export { excelRoutes } from './excel.routes.js';
export {
  closeExcelState,
  createExcelState,
  type ExcelState,
  pruneUploads,
  resumeProcessingUploads,
  settleRuns,
} from './excel.service.js';
export { excelAccessApproval } from './excel-access.admin.js';
