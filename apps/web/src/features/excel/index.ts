// The Excel bulk top-up's public face (the prepaid page and the router use it).
export { ExcelTopup } from './components/excel-topup';
export { excelPaths } from './paths';
