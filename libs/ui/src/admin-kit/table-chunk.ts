// The heavy lazily loaded part of the admin kit: antd Table (~110 KB gzip with its pagination,
// size changer and spinner). Only screens that render a DataTable download it.
export { DataTable } from './DataTable';
