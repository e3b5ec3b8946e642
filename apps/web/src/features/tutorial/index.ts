/** App training's face: home's suggestion of the next guide to a new shop. */
export { NextGuide } from './components/NextGuide';
