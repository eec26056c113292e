export { AreaLoading } from './AreaLoading';
export { lazyNamed } from './lazyNamed';
export { lazyPart } from './lazyPart';
export { reloadOnStaleBuild } from './reloadOnStaleBuild';
