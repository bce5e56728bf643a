export { devSimRoutes, type SimulatorHandle } from './routes';
