import path from 'path';
import webpack from 'webpack';

/**
 * Bundles one worker script (TypeScript, importing Workbox's modules) into a single minified file, with
 * webpack, which Gatsby already brings: the worker is no page bundle (no chunks, no Gatsby runtime), so it
 * gets a compilation of its own. `defines` are replaced at compile time (DefinePlugin), as the build's own
 * facts the worker needs. Rejects with webpack's errors.
 */
export function compileWorker({
  entry,
  outputFile,
  defines = {},
}: {
  entry: string;
  outputFile: string;
  defines?: Record<string, unknown>;
}): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    target: 'webworker',
    context: process.cwd(),
    entry: path.resolve(entry),
    output: { path: path.dirname(outputFile), filename: path.basename(outputFile), iife: true, clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: { babelrc: false, configFile: false, presets: ['@babel/preset-typescript'] },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(Object.fromEntries(Object.entries(defines).map(([k, v]) => [k, JSON.stringify(v)]))),
    ],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}
