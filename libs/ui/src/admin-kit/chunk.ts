// The small lazily loaded part of the admin kit (own code, no new antd component): tabs, status
// tags, the row menu. Separate from the table chunk so the page's tabs do not wait for antd Table.
export { Tabs } from './Tabs';
export { StatusTag } from './StatusTag';
export { RowMenu } from './RowMenu';
