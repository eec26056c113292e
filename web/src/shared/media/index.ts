export { isMediaName, mediaAddress } from './mediaAddress';
