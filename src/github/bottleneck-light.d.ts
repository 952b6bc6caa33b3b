// bottleneck/light.js is Bottleneck without Redis support, the build @octokit/plugin-throttling
// and @octokit/plugin-retry import; the package declares types for its main entry only.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
