// The bench renders the app's components in Node, outside Next's bundler: a CSS module import gives its class
// names as written (`styles.root` is "root"), which is all the markup needs; the styles themselves are not measured.
const classNames = new Proxy({}, { get: (_target, key) => (typeof key === "string" ? key : undefined) });
require.extensions[".css"] = (module) => {
  module.exports = { __esModule: true, default: classNames };
};
