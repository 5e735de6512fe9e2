// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Names in the host's index.html every script its async boundary (`import('./bootstrap')` in
 * src/index.ts) will load on every page: the bootstrap's chunks and the chunks of the shared
 * libraries they consume (react-dom, styled-components, ...), each followed through what it
 * consumes in turn. Without it the browser learns of them only once main.js has downloaded and
 * run, a round trip and a script's run time later (issue 16); libraries consumed only later
 * (react-toastify with the first toast) and lazy pages stay out.
 */
export class PreloadBoundaryPlugin {
  /** @param {{ boundary: RegExp }} options the request of the boundary's `import()` */
  constructor({ boundary }) {
    this.boundary = boundary;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PreloadBoundaryPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PreloadBoundaryPlugin.name, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const links = this.bootFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: PreloadBoundaryPlugin.name },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        // main.js runs the registry's request and the page's preload: it goes first.
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }

  /**
   * @param {import('webpack').Compilation} compilation
   * @returns {string[]}
   */
  bootFiles(compilation) {
    const { chunkGraph } = compilation;
    const boundaries = [...compilation.chunkGroups].filter((group) =>
      group.origins.some((origin) => origin.request !== undefined && this.boundary.test(origin.request)),
    );
    if (boundaries.length === 0) throw new Error(`no import() matches ${this.boundary}: nothing to preload`);
    // A shared library a chunk consumes arrives through the share scope: at page load, the copy
    // the host provides, loaded by its provide module's block (not the consume module's fallback,
    // which webpack may put in a chunk of its own).
    /** @type {Map<string, import('webpack').Module>} */
    const providers = new Map();
    for (const module of compilation.modules) {
      const { type } = module;
      if (type === 'provide-module') providers.set(/** @type {any} */ (module)._name, module);
    }
    /** @type {Set<import('webpack').Chunk>} */
    const chunks = new Set();
    const visit = (/** @type {import('webpack').ChunkGroup} */ group) => {
      for (const chunk of group.chunks) {
        if (chunks.has(chunk) || chunk.hasRuntime()) continue;
        chunks.add(chunk);
        for (const consumer of chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? []) {
          const provider = providers.get(/** @type {any} */ (consumer).options?.shareKey);
          if (!provider) throw new Error(`the host consumes ${consumer.identifier()} but provides no copy of it`);
          for (const block of provider.blocks) {
            const copy = chunkGraph.getBlockChunkGroup(block);
            if (copy) visit(copy);
          }
        }
      }
    };
    boundaries.forEach(visit);
    return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
  }
}
