// Async boundary: Module Federation settles the shared singletons (React, router, store, antd via
// @clinote/ui) before any of them is evaluated. Nothing is `eager`.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
