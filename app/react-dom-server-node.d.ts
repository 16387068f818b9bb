// react-dom ships its Node build as `react-dom/server.node`; @types/react-dom types it under `react-dom/server`.
declare module 'react-dom/server.node' {
  export { renderToPipeableStream } from 'react-dom/server';
}
