// Stands in for the Module Federation bundler runtime's `remotes` (see STAND_INS in
// ../third-party-patches.js). That code loads remotes a build imports statically (`import('mfe_auth/Routes')`
// with `remotes` in the config); Clinote's builds declare none and the shell loads remotes at run
// time with loadRemote (runtime-core). The runtime still asks on every chunk load whether the
// chunk needs static remotes: none ever does. Should a build ever declare one, this fails loudly.
exports.remotes = function remotes({ chunkId, chunkMapping }) {
  if (chunkMapping && Object.prototype.hasOwnProperty.call(chunkMapping, chunkId)) {
    throw new Error(
      `chunk ${chunkId} imports a remote statically, which Clinote's builds do not support: see libs/rspack-config/THIRD-PARTY-PATCHES.md`,
    );
  }
};
