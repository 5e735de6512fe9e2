// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * What the host's async boundary (`import('./bootstrap')` in src/index.ts) loads on every page:
 * the bootstrap's chunks and the chunks of the shared libraries they consume (react-dom,
 * styled-components, ...), each followed through what it consumes in turn; libraries consumed
 * only later (react-toastify with the first toast) and lazy pages stay out. The plugin
 * - merges those chunks by layer, the libraries apart from the host's own code (four today):
 *   webpack splits them by shared module, 17 scripts on every page, which a browser fetches six
 *   at a time over HTTP/1.1, each a round trip on a phone's link and gzip's dictionary started
 *   afresh. Libraries apart, so a release of the host's code leaves them cached;
 * - names each of them in index.html, since otherwise the browser learns of them only once
 *   main.js has downloaded and run, a round trip and a script's run time later.
 */
export class PreloadBoundaryPlugin {
  /** @param {{ boundary: RegExp }} options the request of the boundary's `import()` */
  constructor({ boundary }) {
    this.boundary = boundary;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PreloadBoundaryPlugin.name, (compilation) => {
      // After SplitChunksPlugin (STAGE_ADVANCED), which makes the chunks merged here.
      compilation.hooks.optimizeChunks.tap({ name: PreloadBoundaryPlugin.name, stage: 20 }, () => {
        this.mergeBootChunks(compilation);
      });
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
   * Integrates the boundary's chunks by layer: a chunk whose shared libraries come from chunks
   * of layer n is of layer n + 1, and in each layer the libraries (every module from
   * node_modules) go into one chunk and the rest into another. A chunk never takes in a library
   * it consumes: its load would wait for the share scope's copy, which is that chunk's own load
   * (measured: everything merged into one chunk never rendered). A merged chunk keeps every chunk
   * group of the chunks it took in, so whatever needed one of them loads the merged chunk, which
   * the boundary has loaded already.
   * @param {import('webpack').Compilation} compilation
   */
  mergeBootChunks(compilation) {
    const { chunkGraph } = compilation;
    const needs = this.bootChunks(compilation);
    /** @type {Map<import('webpack').Chunk, number>} */
    const layers = new Map();
    const layerOf = (/** @type {import('webpack').Chunk} */ chunk, /** @type {Set<import('webpack').Chunk>} */ path = new Set()) => {
      const known = layers.get(chunk);
      if (known !== undefined) return known;
      if (path.has(chunk)) throw new Error(`chunk ${chunk.debugId} consumes a shared library that needs itself`);
      path.add(chunk);
      let layer = 0;
      for (const other of needs.get(chunk) ?? []) layer = Math.max(layer, layerOf(other, path) + 1);
      path.delete(chunk);
      layers.set(chunk, layer);
      return layer;
    };
    const fromPackages = (/** @type {import('webpack').Chunk} */ chunk) =>
      chunkGraph.getChunkModules(chunk).every((module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''));
    /** @type {Map<string, import('webpack').Chunk>} */
    const into = new Map();
    for (const chunk of needs.keys()) {
      const key = `${layerOf(chunk)}:${fromPackages(chunk)}`;
      const target = into.get(key);
      if (!target) into.set(key, chunk);
      else if (chunkGraph.canChunksBeIntegrated(target, chunk)) {
        chunkGraph.integrateChunks(target, chunk);
        compilation.chunks.delete(chunk);
      }
    }
  }

  /**
   * @param {import('webpack').Compilation} compilation
   * @returns {string[]}
   */
  bootFiles(compilation) {
    return [...this.bootChunks(compilation).keys()].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
  }

  /**
   * Each chunk the boundary loads, with the chunks that the copies of the shared libraries it
   * consumes are in.
   * @param {import('webpack').Compilation} compilation
   * @returns {Map<import('webpack').Chunk, Set<import('webpack').Chunk>>}
   */
  bootChunks(compilation) {
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
    /** @type {Map<import('webpack').Chunk, Set<import('webpack').Chunk>>} */
    const chunks = new Map();
    /** @returns {import('webpack').Chunk[]} the chunks of `group` the boundary loads */
    const visit = (/** @type {import('webpack').ChunkGroup} */ group) => {
      const loaded = group.chunks.filter((chunk) => !chunk.hasRuntime());
      for (const chunk of loaded) {
        if (chunks.has(chunk)) continue;
        /** @type {Set<import('webpack').Chunk>} */
        const needs = new Set();
        chunks.set(chunk, needs);
        for (const consumer of chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? []) {
          const provider = providers.get(/** @type {any} */ (consumer).options?.shareKey);
          if (!provider) throw new Error(`the host consumes ${consumer.identifier()} but provides no copy of it`);
          for (const block of provider.blocks) {
            const copy = chunkGraph.getBlockChunkGroup(block);
            if (copy) for (const other of visit(copy)) needs.add(other);
          }
        }
      }
      return loaded;
    };
    boundaries.forEach(visit);
    return chunks;
  }
}
