export { LineChart, type ChartLine } from './LineChart';
