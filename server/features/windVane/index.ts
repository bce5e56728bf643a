/**
 * 风向标 on the server (issue 35 §2; docs/decisions/wind-vane.md): members' match data from the
 * books' 1X2 odds — implied probabilities, their consensus over time and where they moved.
 */
export { windVaneRoutes } from './routes';
