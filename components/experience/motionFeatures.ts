// Loaded after the first render (LazyMotion's async features): the first page
// never animates, so its JavaScript does not have to wait for the animations.
export { domAnimation as default } from 'framer-motion';
