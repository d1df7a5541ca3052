// What the rest of the app may use of dashboards: everything else is the feature's own.
export { dashboardsPages } from './pages';
