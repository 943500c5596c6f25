//! The named reading options of document 004 where the text leaves the computation open.

use super::cycle::CycleOptions;

/// Which reading of 有變/無變 (XQ-8, 004 第八章) decides alternatives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternatives {
    /// 狹義: "只要有一種變著,既不導致己方的無護失根子立即被吃,也不導致立即被吃將或將死者,稱為有變".
    Narrow,
    /// 準廣義: "只要有一種變著不導致己方必定輸棋者,稱為有變", "必定輸棋" read as a forced
    /// mate or 困斃 by the opponent within `quasi_broad_depth` of its moves (a bounded search:
    /// the text sets no bound).
    QuasiBroad,
    /// 廣義 made operable as 第八章 1 itself offers: "若只考慮無護失根子的失子因素,則易于操作,可定義如下:
    /// 只要有一種變著,既不導致己方的無護失根子……立即被吃……,不導致己方必定輸棋者,稱為有變": a
    /// variation is bad when it loses an unprotected lost-root piece at once (as in the narrow
    /// reading) or loses by force (as in the quasi-broad reading, within `quasi_broad_depth`).
    BroadOperational,
    /// 準廣義, simplified as the same paragraph allows: "為簡化操作,簡明局面可視為雙方無變,復雜局面可視為雙方有變"
    /// (第八章 2): both sides have an alternative in a complex position (XQ-12), neither in a
    /// simple one. Under Scheme 2 this reading draws every simple cycle ("雙方無變,判和").
    BySimplicity,
}

/// When a move is a mate threat (殺, XQ-5): a mate by checks on the board after the move, or
/// only one that the mover did not have before it.
///
/// 004 第五章 四 2 (narrow definition): "只要走子后盤面上存在殺即判為殺"; 第五章 三 1 (what the narrow
/// definitions take their operable part from): "前后的差異:走子前不能一步直接形成必勝局勢,走子后接續再走能形成必勝局勢",
/// "其攻擊形式只有從沒擊到擊(“從沒將到將”或“從沒殺到殺”)一種".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateThreat {
    /// A mate by checks exists after the move (the mover moving again): 殺 (the default).
    PresentAfterMove,
    /// As above, and the mover could not mate by checks before the move (moving from the
    /// position before it): 從沒殺到殺 only.
    NewSinceBefore,
}

/// Which pieces count as live (活子) for the first capture of a chase (XQ-6).
///
/// 004 第六章 二 2 ①: "活子的判定:己方走動循環子之前,對方無論如何行棋,都能立即吃掉對方某子而不失子,
/// 則對方某子為死子,反之為活子。" and 第六章 二 1 ②: "首吃活子".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LivePieces {
    /// The text's definition: before the mover's cycle move, whatever the piece's owner plays
    /// (each of its legal moves), the mover can at once capture the piece without loss (the
    /// chase computation gains at least 0): the piece is dead and not chased.
    ByDefinition,
    /// Every piece counts as live (the reading used before 活子 was computed).
    Every,
}

/// How Scheme 2 decides that a side has no alternative (無變).
///
/// 004 第十章 方案二: "有變、無變采用準廣義,無變由己方提出,對方確認,不提出視為有變。對無變有爭議,通過實戰驗證";
/// "實戰驗證方法:雙方換位(紅黑互換)接續對弈,由對方代為變著(可續走兩著循環著法)。若變著后導致輸棋,
/// 則無變成立……否則(變著后導致勝或和),提出無變的一方判負。"
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoAlternative {
    /// The stand-in for a claim the opponent confirms ("對方確認"): the side has no alternative
    /// when the reading of [`Alternatives`] finds none (the quasi-broad reading searches
    /// [`XqOptions::quasi_broad_depth`] opponent moves), and the table of 方案二 decides.
    Search,
    /// The play-out of a disputed claim: a side claims 無變 when the search finds none; every
    /// claim is disputed, and of two the claim of the side that completed last is verified
    /// ("雙方提出的無變均有爭議,驗證后走滿重復著法的一方"), by playing on with colours exchanged: the
    /// opponent plays the claimant's side and varies (after at most two more cycle moves), both
    /// sides then play by a fixed bounded player ([`super::playout`]); 無變 stands only if every
    /// variation loses. The claimant then wins if it stands and loses if not ("判提出無變的一方勝,
    /// 否則……提出無變的一方判負"; [`super::scheme::xq_10_scheme2_disputed`]).
    PlayOut,
}

/// Default of [`XqOptions::check_series`]: checks allowed before the capture of an attack
/// (擊, XQ-4) or a chase (捉, XQ-5/XQ-6). 004 第四章 一: "可立即(含將軍或連續將軍后,下同)對對方某子進行的攻擊";
/// 第五章 四 3: "吃掉(含將軍或連續將軍后吃掉)對方棋子": the text sets no bound, so this is a cut.
/// The default is the smallest bound past which the natures of the audit's rational
/// population stop changing: one check changes the natures of 9 of its 200 cycles against
/// two, two none against three (nor three against four); the XQ-5 check recomputes the step
/// past the default and fails if a nature moves (src/audit/xq.rs). One check is
/// `--check-series 1`.
pub const CHECK_SERIES: u8 = 2;

/// Default of [`XqOptions::mate_threat_checks`]: checks allowed in a mate threat (殺, XQ-5).
/// 004 第五章 四 2: "凡走子企圖于下一著(接續再走)將軍或連續將軍而將死對方者稱為“殺”": the series is
/// unbounded in the text, so this is a cut. The default is the smallest bound past which the
/// natures of the audit's rational population stop changing: three checks change the natures
/// of 2 of its 200 cycles against four, four none against five or six; the XQ-5 check
/// recomputes the step past the default and fails if a nature moves (src/audit/xq.rs).
pub const MATE_THREAT_CHECKS: u8 = 4;

/// Default of [`XqOptions::exchange_plies`]: plies of the exchange (互吃) of the chase
/// computation (XQ-6). 004 第六章 二 1 ①: "除將軍、應將外,須連續吃子(含互吃)": the exchange stops
/// when nobody captures, so this is a cut. Raising it changes no verdict of the audit's rational
/// population (src/audit/xq.rs, XQ-6).
pub const EXCHANGE_PLIES: u8 = 6;

/// Default of [`XqOptions::quasi_broad_depth`]: opponent moves searched for 必定輸棋 in the
/// quasi-broad reading of 有變 (XQ-8). 004 第八章 2: "只要有一種變著不導致己方必定輸棋者,稱為有變;
/// 每一種變著都導致己方必定輸棋者,稱為無變": the text sets no bound, so this is a cut, and a 有變
/// it finds is shown only to the bound (a 無變 is shown). At 1 a forced loss is a mate or 困斃 at
/// once, the narrow reading's "立即被吃將或將死" (第八章 3); the trapped cannon of C15 (a simple
/// position, [`super::gen::trapped_cycles`]) keeps an alternative below 3; the eleventh
/// review's C6, a spite check mated in four red moves, keeps one below 4
/// (tests/xq_cycles_real.rs). One move more changes no side of the hand-built and
/// trapped-piece cycles (src/audit/xq.rs, XQ-8, which reports what it changes on the rational
/// population).
pub const QUASI_BROAD_DEPTH: u8 = 4;

/// All options of the cycle rules, with the defaults the judge uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XqOptions {
    /// Options of cycle recognition (XQ-2.2).
    pub cycle: CycleOptions,
    /// How many checks may precede a capture in an attack or a chase ("含將軍或連續將軍后",
    /// 004 第四章 / 第五章 四 3): the text sets no bound. Default [`CHECK_SERIES`].
    pub check_series: u8,
    /// How many consecutive checks a mate threat may use ("將軍或連續將軍而將死對方", 第五章 四 2). Default 3.
    pub mate_threat_checks: u8,
    /// Whether a mate threat must be new since before the move (第五章 三 1) or only present
    /// after it (第五章 四 2, the default).
    pub mate_threat: MateThreat,
    /// How many plies the exchange (互吃) of the chase computation may last (第六章 二 1 sets
    /// none: it stops when nobody captures). Default [`EXCHANGE_PLIES`].
    pub exchange_plies: u8,
    /// Whether an attack that at once allows a mate-in-one is excluded (擊: "吃子后立即被對方吃將或將死者除外").
    /// The king-capture part is always applied (a move leaving the king capturable is illegal).
    pub exclude_mate_in_one: bool,
    /// Whether roots (擊) count attacks that come after a check or a series of checks (004
    /// 第四章 一: "可立即(含將軍或連續將軍后,下同)對對方某子進行的攻擊"): the sentence says yes,
    /// so the default is `true`; `false` is the named reading "direct captures only".
    pub roots_after_checks: bool,
    /// Which pieces the first capture (首吃) of the chase computation may take (第六章 二 2).
    pub live_pieces: LivePieces,
    /// Whether the verdict waits for the three rounds of 第十章 ("形成循環后,若雙方不變著仍繼續走循環著法,
    /// 則三個回合后棋局終止"): a game stopped earlier is not adjudicated (verdict `continue`).
    /// Default `true`; `false` is the named reading "adjudicate as soon as the cycle forms".
    pub three_round_stop: bool,
    /// How Scheme 2 decides a side's 無變 (第十章 方案二).
    pub no_alternative: NoAlternative,
    /// The reading of alternatives used by Scheme 2 (the document prescribes 準廣義).
    pub alternatives: Alternatives,
    /// Depth (opponent moves) of the forced-loss search of the quasi-broad reading. Default
    /// [`QUASI_BROAD_DEPTH`].
    pub quasi_broad_depth: u8,
}

impl Default for XqOptions {
    fn default() -> Self {
        XqOptions {
            cycle: CycleOptions::default(),
            check_series: CHECK_SERIES,
            mate_threat_checks: MATE_THREAT_CHECKS,
            mate_threat: MateThreat::PresentAfterMove,
            exchange_plies: EXCHANGE_PLIES,
            exclude_mate_in_one: true,
            roots_after_checks: true,
            live_pieces: LivePieces::ByDefinition,
            three_round_stop: true,
            no_alternative: NoAlternative::Search,
            alternatives: Alternatives::QuasiBroad,
            quasi_broad_depth: QUASI_BROAD_DEPTH,
        }
    }
}
