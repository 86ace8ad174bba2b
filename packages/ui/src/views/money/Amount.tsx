// The money views show every amount through the design system's Amount.
export { Amount } from '../../primitives/Amount';
