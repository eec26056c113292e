export { AreaLoading } from './AreaLoading';
export { lazyNamed } from './lazyNamed';
