export { Meter, meterLevel, type MeterLevel, type MeterProps } from './Meter';
