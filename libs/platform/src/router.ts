// The react-router parts Clinote uses. Slices import routing from @clinote/platform, never from
// react-router (the build enforces it): react-router shared whole costs ~60 KB gzip on every
// route, the parts below ~14 KB, and there is still exactly one router in the browser.
export { Link, Navigate, Outlet, Route, Routes, matchPath, useLocation, useNavigate } from 'react-router';
export type { NavigateFunction } from 'react-router';
