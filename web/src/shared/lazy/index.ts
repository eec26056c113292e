export { AreaLoading } from './AreaLoading';
export { lazyNamed } from './lazyNamed';
export { lazyPart } from './lazyPart';
