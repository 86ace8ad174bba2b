/** The indicator periods the chart draws (SMA and EMA). */
export const SMA_PERIOD = 20;
export const EMA_PERIOD = 50;
