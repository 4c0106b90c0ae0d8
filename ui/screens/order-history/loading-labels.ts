/** What the order-history routes say while their code or data loads (routes.tsx, the detail page). */
export const LOADING_ORDERS = 'Loading your orders…';
export const LOADING_ORDER = 'Loading the order…';
