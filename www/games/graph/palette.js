// The graph drawing's colours, light and dark (view.js paints with them; the legend,
// marks, play mode, practice and Export draw in the same): PALETTES[dark ? 'dark' : 'light'].bg.
//
// Okabe–Ito: the left side blue circles, the right side bluish-green squares, the odd
// cycle vermillion; a graph without sides has grey circles. A run's marks (marks.js):
// matched edges thick in the dominoes' blue (a lighter one in the dark), the search path
// orange, an augmenting path found and blossoms vermillion, winning starts a green star,
// visited vertices reddish purple, Hopcroft–Karp's layers a viridis ramp (its dark end
// on white, its light end on black).
export const PALETTES = {
  light: {
    bg: '#ffffff', edge: '#8a8577', left: '#0072b2', right: '#009e73', plain: '#5f5f5f', cycle: '#d55e00', text: '#ffffff', ink: '#1a1a1a', focus: '#000000', pending: '#cc79a7',
    halo: '#ffffff', match: '#0072b2', path: '#b86e00', found: '#d55e00', winning: '#00785a', visited: '#a8508a', fresh: '#00785a',
    ramp: ['#6ece58', '#35b779', '#1f9e89', '#26828e', '#31688e', '#3e4989', '#482878', '#440154'], rampText: ['#000000', '#000000', '#ffffff', '#ffffff', '#ffffff', '#ffffff', '#ffffff', '#ffffff'],
    blossomFill: 'rgba(213, 94, 0, 0.16)', veil: 'rgba(255, 255, 255, 0.6)', fade: 'rgba(255, 255, 255, 0.62)',
  },
  dark: {
    bg: '#121416', edge: '#8d939c', left: '#56b4e9', right: '#2fc79b', plain: '#b8bcc4', cycle: '#ff7b3a', text: '#000000', ink: '#f2f2f2', focus: '#ffffff', pending: '#f0a3cf',
    halo: '#000000', match: '#a8dcfa', path: '#f0a30a', found: '#ff7b3a', winning: '#2fc79b', visited: '#ffc2e6', fresh: '#2fc79b',
    ramp: ['#fde725', '#b5de2b', '#6ece58', '#35b779', '#1f9e89', '#26828e', '#31688e', '#3e4989'], rampText: ['#000000', '#000000', '#000000', '#000000', '#ffffff', '#ffffff', '#ffffff', '#ffffff'],
    blossomFill: 'rgba(255, 123, 58, 0.22)', veil: 'rgba(18, 20, 22, 0.62)', fade: 'rgba(18, 20, 22, 0.65)',
  },
};
