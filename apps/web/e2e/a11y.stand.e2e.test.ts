// Axe reports zero violations on every route in the stand theme, in en-US and zh-CN (axe.ts).
import { axeOnEveryRoute } from './axe';

axeOnEveryRoute('stand', ['en-US', 'zh-CN']);
