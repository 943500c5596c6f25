// Plays whole games between qili and GNU Go through @sabaki/gtp's Controller (the GTP client of
// the Sabaki board program) and prints one JSON object per game on stdout.
//
// usage: node gtp_match.js QILI_BINARY GAMES SIZE SEED
//
// qili plays under Tromp-Taylor rules (random legal moves that do not fill its own eyes);
// GNU Go under Chinese rules with --capture-all-dead, so both count area on the final board.
// After two consecutive passes, both engines are asked for final_score; GNU Go's dead stones
// are sent back to qili (qili-score-with-dead) so that a disagreement can be explained.
const path = require('path')
const { Controller } = require(path.join(__dirname, 'node', 'node_modules', '@sabaki/gtp'))

const [qiliBin, games = '4', size = '9', seed = '1'] = process.argv.slice(2)
const GNUGO = process.env.QILI_GNUGO || '/usr/games/gnugo'

async function send(engine, name, args = []) {
  const r = await engine.sendCommand({ name, args: args.map(String) })
  if (r.error) throw new Error(`${name} ${args.join(' ')}: ${r.content}`)
  return r.content.trim()
}

async function playGame(g) {
  const qili = new Controller(qiliBin, ['gtp', '--rules', 'koPOSITIONALscoreAREAtaxNONEsui0', '--seed', String(Number(seed) + g)])
  const gnugo = new Controller(GNUGO, ['--mode', 'gtp', '--chinese-rules', '--capture-all-dead', '--level', '0', '--seed', String(Number(seed) + g)])
  qili.start()
  gnugo.start()
  const rec = { game: g, size: Number(size), moves: [], illegal: null }
  try {
    for (const e of [qili, gnugo]) {
      await send(e, 'boardsize', [size])
      await send(e, 'clear_board')
      await send(e, 'komi', [7.5])
    }
    // qili takes Black in even games, White in odd ones.
    const black = g % 2 === 0 ? qili : gnugo
    const white = g % 2 === 0 ? gnugo : qili
    rec.qiliColour = g % 2 === 0 ? 'B' : 'W'
    let passes = 0
    let colour = 'B'
    for (let n = 0; n < 4 * Number(size) * Number(size) && passes < 2; n++) {
      const [mover, other] = colour === 'B' ? [black, white] : [white, black]
      const mv = (await send(mover, 'genmove', [colour])).toUpperCase()
      if (mv === 'RESIGN') { rec.resigned = colour; break }
      rec.moves.push(`${colour} ${mv}`)
      const r = await other.sendCommand({ name: 'play', args: [colour, mv] })
      if (r.error) { rec.illegal = `${colour} ${mv}: ${r.content}`; break }
      passes = mv === 'PASS' ? passes + 1 : 0
      colour = colour === 'B' ? 'W' : 'B'
    }
    if (process.env.QILI_DEBUG) console.error(JSON.stringify(rec.moves))
    rec.qiliScore = await send(qili, "final_score")
    rec.gnugoScore = await send(gnugo, 'final_score')
    const dead = (await send(gnugo, 'final_status_list', ['dead'])).split(/\s+/).filter(Boolean)
    rec.gnugoDead = dead
    if (process.env.QILI_DEBUG) { console.error(await send(qili, "showboard")); console.error(await send(gnugo, "showboard")) }
    rec.qiliScoreWithGnugoDead = await send(qili, "qili-score-with-dead", dead)
  } finally {
    await qili.stop()
    await gnugo.stop()
  }
  return rec
}

async function main() {
  for (let g = 0; g < Number(games); g++) {
    const rec = await playGame(g)
    console.log(JSON.stringify(rec))
  }
}

main().catch(err => { console.error(String(err && err.stack || err)); process.exit(1) })
